// The sections of the INFORMATION form (delivery-order.md §2 "Information tab sections"), its
// lock notice, the other-info switch, and the save/cancel flow with their confirmation modals.
import { useEffect, useRef, useState, type MutableRefObject } from 'react';
import { Alert, Box, Divider, FormControlLabel, Switch } from '@mui/material';
import { useNotify, useTranslate } from 'ra-core';
import { useFormContext, useFormState } from 'react-hook-form';
import type { CustomFieldDef } from '../../../domain/delivery-order/orderRules.ts';
import { AddressSection } from './AddressSection.tsx';
import { BoxTypeSection } from './BoxTypeSection.tsx';
import type { DeliveryOrderRecord, LoadDraft } from '../shared/contracts.ts';
import { CustomerSection } from './CustomerSection.tsx';
import { CustomFieldsSection } from './CustomFieldsSection.tsx';
import { InformationConfirmDialog } from './InformationConfirmDialog.tsx';
import { InformationFormActions } from './InformationFormActions.tsx';
import { OTHER_INFO_FIELDS, type InformationFormValues } from './informationForm.ts';
import { InformationSection } from './InformationSection.tsx';
import { NotesSection } from './NotesSection.tsx';
import { OwnerNotesPanel } from './OwnerNotesPanel.tsx';
import { ReferenceNumbersSection } from './ReferenceNumbersSection.tsx';
import { ScheduleSection } from '../schedule/ScheduleSection.tsx';
import { SpecialFlagInput } from './SpecialFlagInput.tsx';
import { useInformationSave } from './useInformationSave.ts';
import { VendorPicker } from './VendorPicker.tsx';

export interface InformationFormBodyProps {
  order?: DeliveryOrderRecord;
  initial: InformationFormValues;
  defs: readonly CustomFieldDef[];
  defsPending: boolean;
  pending: readonly LoadDraft[];
  totalWeight: number;
  /** Cancel and Save are offered (the user may write and the status lets the form be saved). */
  actionsShown: boolean;
  /** A lock notice above the form (why some or all fields cannot change), if any. */
  lockNotice?: string;
  vendorShown: boolean;
  /** Set by the body: what a valid submit does (the Form's onSubmit calls it). */
  submitRef: MutableRefObject<(() => void) | undefined>;
  onDirtyChange(dirty: boolean): void;
  onCreated?(order: DeliveryOrderRecord): void;
  onDiscard(): void;
  onServerErrors?(errors: Record<string, unknown>): void;
}

export function InformationFormBody(props: InformationFormBodyProps) {
  const {
    order,
    initial,
    defs,
    defsPending,
    pending,
    totalWeight,
    actionsShown,
    lockNotice,
    vendorShown,
    submitRef,
    onDirtyChange,
    onCreated,
    onDiscard,
    onServerErrors,
  } = props;
  const translate = useTranslate();
  const notify = useNotify();
  const form = useFormContext<InformationFormValues>();
  const { isDirty, errors, submitCount } = useFormState<InformationFormValues>();
  const hasOtherValues = OTHER_INFO_FIELDS.some((f) => {
    const v = initial[f];
    return Array.isArray(v) ? v.length > 0 : v !== null && v !== undefined && v !== '';
  });
  const [showOther, setShowOther] = useState(hasOtherValues);
  const [confirm, setConfirm] = useState<'save' | 'cancel' | null>(null);
  // Once the order is created the page moves to it: nothing here is unsaved any more.
  const [created, setCreated] = useState(false);
  const dirty = !created && (isDirty || (!order && pending.length > 0));
  const t = (key: string) => translate(`custom.delivery.information.${key}`);

  const { save, saving, conflictHeader } = useInformationSave({
    order,
    initial,
    defs,
    pending,
    onCreated,
    onServerErrors,
    onClean: () => {
      if (!order) setCreated(true);
      onDirtyChange(false);
    },
  });

  useEffect(() => {
    onDirtyChange(dirty);
  }, [dirty, onDirtyChange]);

  // An error on a field behind the other-info switch must be seen.
  const errorFields = Object.keys(errors);
  const hiddenError = errorFields.some((f) => (OTHER_INFO_FIELDS as readonly string[]).includes(f));
  useEffect(() => {
    if (hiddenError) setShowOther(true);
  }, [hiddenError]);

  // 'Terdapat kesalahan format pada input anda.' after a submit the form's own checks refused.
  const seenSubmit = useRef(submitCount);
  useEffect(() => {
    if (submitCount <= seenSubmit.current) return;
    seenSubmit.current = submitCount;
    if (errorFields.length > 0) notify('app.messages.invalid_form', { type: 'error' });
  }, [submitCount, errorFields.length, notify]);

  submitRef.current = () => {
    if (saving) notify('custom.delivery.information.actions.please_wait', { type: 'warning' });
    else setConfirm('save');
  };

  const runSave = async () => {
    const outcome = await save(form.getValues());
    if (outcome !== 'busy') setConfirm(null);
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
      {conflictHeader}
      {lockNotice && (
        <Alert severity="info" role="note">
          {lockNotice}
        </Alert>
      )}
      <FormControlLabel
        control={
          <Switch checked={showOther} onChange={(event) => setShowOther(event.target.checked)} />
        }
        label={t('other_info')}
        sx={{ alignSelf: 'flex-start' }}
      />
      <InformationSection title={t('sections.basic')}>
        <CustomerSection />
        <ReferenceNumbersSection showOther={showOther} />
      </InformationSection>
      <InformationSection title={t('sections.notes')}>
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          <NotesSection showOther={showOther} />
          {order?.is_from_vendor_request && <OwnerNotesPanel order={order} />}
        </Box>
      </InformationSection>
      <InformationSection title={t('sections.location')}>
        <AddressSection order={order} />
      </InformationSection>
      <InformationSection title={t('sections.schedule')}>
        <ScheduleSection showOther={showOther} />
      </InformationSection>
      <InformationSection title={t('sections.custom_fields')}>
        <CustomFieldsSection defs={defs} isPending={defsPending} />
      </InformationSection>
      <InformationSection title={t('sections.fleet')}>
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
            columnGap: 2,
            rowGap: 1,
            alignItems: 'start',
          }}
        >
          <BoxTypeSection totalWeight={totalWeight} known={order?.box_type} />
          {vendorShown && <VendorPicker known={order?.vendor} />}
          <SpecialFlagInput />
        </Box>
      </InformationSection>
      {actionsShown && (
        <>
          <Divider />
          <InformationFormActions
            dirty={dirty}
            saving={saving}
            onCancel={() => setConfirm('cancel')}
          />
        </>
      )}
      <InformationConfirmDialog
        open={confirm === 'save'}
        title={t(order ? 'actions.save_title' : 'actions.create_title')}
        body={t(order ? 'actions.save_body' : 'actions.create_body')}
        confirmLabel={t('actions.confirm_save')}
        busy={saving}
        onConfirm={runSave}
        onClose={() => setConfirm(null)}
      />
      <InformationConfirmDialog
        open={confirm === 'cancel'}
        title={t('actions.cancel_title')}
        body={t('actions.cancel_body')}
        confirmLabel={t('actions.confirm_cancel')}
        onConfirm={() => {
          setConfirm(null);
          onDiscard();
        }}
        onClose={() => setConfirm(null)}
      />
    </Box>
  );
}
