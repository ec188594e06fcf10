// The hand-written GraphQL modules (docs/alerts.md §1), in the order their SDL is appended.
import { alertRulesModule } from './alertRules.ts';
import { rawAlertsModule } from '../alerts/graphql.ts';
import { shellWidgetsModule } from './shellWidgets.ts';
import { callStateModule } from '../voip/graphql.ts';
import { devicesModule } from '../devices/graphql.ts';
import type { GraphqlModule } from './types.ts';

export const GRAPHQL_MODULES: readonly GraphqlModule[] = [
  alertRulesModule,
  rawAlertsModule,
  shellWidgetsModule,
  callStateModule,
  devicesModule,
];
