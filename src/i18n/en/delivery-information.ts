// custom.delivery.information.*: the delivery page's information strings (en). Owned by src/resources/delivery-order/.
export default {
  custom: {
    delivery: {
      information: {},
    },
  },
};
