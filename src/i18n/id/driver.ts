// custom.driver.*: the driver's shell and screens (id). Owned by src/custom/driver/.
export default {
  custom: { driver: {} },
};
