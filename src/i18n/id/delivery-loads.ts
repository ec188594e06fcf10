// custom.delivery.loads.*: the delivery page's loads strings (id). Owned by src/resources/delivery-order/.
export default {
  custom: {
    delivery: {
      loads: {},
    },
  },
};
