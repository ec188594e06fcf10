// custom.driver.*: the driver's shell and screens (en). Owned by src/custom/driver/.
export default {
  custom: { driver: {} },
};
