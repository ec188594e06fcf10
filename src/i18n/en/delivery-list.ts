// custom.delivery.list.*: the delivery page's list strings (en). Owned by src/resources/delivery-order/.
export default {
  custom: {
    delivery: {
      list: {},
    },
  },
};
