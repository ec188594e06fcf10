// custom.delivery.page.*: the delivery page's page strings (id). Owned by src/resources/delivery-order/.
export default {
  custom: {
    delivery: {
      page: {},
    },
  },
};
