// custom.delivery.history.*: the delivery page's history strings (id). Owned by src/resources/delivery-order/.
export default {
  custom: {
    delivery: {
      history: {},
    },
  },
};
