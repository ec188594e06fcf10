// custom.delivery.list.*: the delivery page's list strings (id). Owned by src/resources/delivery-order/.
export default {
  custom: {
    delivery: {
      list: {},
    },
  },
};
