// The spec's setting addresses the console answers (delivery-order.md §3): /setting/custom-field.
import { CustomRoutes } from 'react-admin';
import { Route } from 'react-router-dom';
import { CUSTOM_FIELD_SETTING } from '../../config/routes.ts';
import { CustomFieldSettingRedirect } from './CustomFieldSettingRedirect.tsx';

export const settingRoutes = (
  <CustomRoutes key="setting">
    <Route path={CUSTOM_FIELD_SETTING.path} element={<CustomFieldSettingRedirect />} />
  </CustomRoutes>
);
