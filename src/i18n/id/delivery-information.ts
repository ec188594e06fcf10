// custom.delivery.information.*: the delivery page's information strings (id). Owned by src/resources/delivery-order/.
export default {
  custom: {
    delivery: {
      information: {},
    },
  },
};
