// Pengaturan → Riwayat Audit (docs/audit.md): the administrators' audit list, loaded on demand.
import { lazy } from 'react';
import { CustomRoutes } from 'react-admin';
import { Route } from 'react-router-dom';
import { AUDIT_MENU } from '../../config/routes';

const AuditListPage = lazy(() => import('./AuditListPage'));

export const auditRoutes = (
  <CustomRoutes key="audit">
    <Route path={AUDIT_MENU.path} element={<AuditListPage />} />
  </CustomRoutes>
);
