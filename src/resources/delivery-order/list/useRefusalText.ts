// Why an order of a bulk action was refused, in the console's language: the domain's reasons
// (refusalReasons) worded with the status labels, the fleet-task catalogue and the spec's field
// messages.
import { useCallback } from 'react';
import { useTranslate } from 'ra-core';
import {
  refusalReasons,
  type BulkResultInput,
  type RefusalReason,
} from '../../../domain/delivery-order/bulk.ts';
import { fleetTaskErrorKey, isFleetTaskErrorCode } from '../../../domain/fleet-task/errors.ts';
import { statusLabel } from '../page/useStatusTransition';
import { useRuleMessage } from '../shared/useRuleMessage';

export function useRefusalText(): (result: BulkResultInput) => string {
  const translate = useTranslate();
  const ruleMessage = useRuleMessage();
  const word = useCallback(
    (reason: RefusalReason): string => {
      switch (reason.kind) {
        case 'not-found':
          return translate('custom.delivery.list.bulk.reasons.not_found');
        case 'status':
          return reason.status
            ? translate('custom.delivery.list.bulk.reasons.status', {
                status: statusLabel(translate, reason.status),
              })
            : translate('custom.delivery.list.bulk.reasons.unknown');
        case 'issue':
          return isFleetTaskErrorCode(reason.code)
            ? translate(fleetTaskErrorKey(reason.code))
            : translate('custom.delivery.list.bulk.reasons.unknown');
        case 'field': {
          if (reason.path === 'id')
            return translate(`custom.delivery.list.bulk.reasons.order_${reason.code}`, {
              _: translate('custom.delivery.list.bulk.reasons.unknown'),
            });
          const field = reason.path.replace(/^fields\./, '');
          const message = ruleMessage(field, reason.code);
          const text =
            typeof message === 'string' ? message : translate(message.message, message.args);
          const label = translate(`resources.delivery-order.fields.${field}`, { _: field });
          return `${label}: ${text}`;
        }
      }
    },
    [ruleMessage, translate],
  );
  return useCallback(
    (result: BulkResultInput) => refusalReasons(result).map(word).join(' '),
    [word],
  );
}
