// custom.delivery.page.*: the delivery page's page strings (en). Owned by src/resources/delivery-order/.
export default {
  custom: {
    delivery: {
      page: {},
    },
  },
};
