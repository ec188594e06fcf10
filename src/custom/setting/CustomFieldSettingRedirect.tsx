// /setting/custom-field[?isModalShown=true] (delivery-order.md §3: the custom-fields section links
// there when no field exists): the console's custom-field screens, the create form when the link
// asks for the modal, else the list. The spec's address keeps working for links made elsewhere.
import { Navigate, useLocation } from 'react-router-dom';
import { CUSTOM_FIELD_SETTING } from '../../config/routes.ts';

export function CustomFieldSettingRedirect() {
  const { search } = useLocation();
  const modal = new URLSearchParams(search).get(CUSTOM_FIELD_SETTING.modalQuery) === 'true';
  return <Navigate to={modal ? CUSTOM_FIELD_SETTING.create : CUSTOM_FIELD_SETTING.list} replace />;
}
