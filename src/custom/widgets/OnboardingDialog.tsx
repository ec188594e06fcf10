// The notification onboarding wizard (alert-centre-and-shell.md §2, §4, §5, §7, §8): main (the
// Recommendation templates), detail on choosing one (its codes: the main ones chosen, the others
// offered), back to main on confirm, save (createAlertRules, then updateCompany
// setupNotifCompleted) and the result: "activated" with the alert centre's scope, "requested"
// without, and the link to the notification settings only with it.
import { useEffect, useState } from 'react';
import {
  Alert,
  Button,
  Checkbox,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormControlLabel,
  FormGroup,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  Typography,
} from '@mui/material';
import { useLocale, useTranslate } from 'ra-core';
import { Link } from 'react-router-dom';
import {
  canSaveOnboarding,
  onboardingTemplates,
  type OnboardingChoice,
  type OnboardingPage,
} from '../../domain/widgets/onboarding';
import { fetchTemplates, saveOnboarding, type AlertRuleTemplate, type TemplateCode } from './api';

/** Where the notification settings (Setting Notification List) live: the alert-rule list. */
const NOTIFICATION_SETTINGS_PATH = '/alert-rule';

export default function OnboardingDialog({
  activates,
  onClose,
}: {
  /** The user holds the alert centre's scope: "activated", and the settings link. */
  activates: boolean;
  onClose: () => void;
}) {
  const translate = useTranslate();
  const english = useLocale() === 'en';
  const [templates, setTemplates] = useState<AlertRuleTemplate[] | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [page, setPage] = useState<OnboardingPage>('main');
  const [current, setCurrent] = useState<AlertRuleTemplate | null>(null);
  const [draft, setDraft] = useState<number[]>([]);
  const [choice, setChoice] = useState<OnboardingChoice>({});
  const [saving, setSaving] = useState(false);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    fetchTemplates()
      .then((rows) => live && setTemplates(rows))
      .catch(() => live && setLoadFailed(true));
    return () => {
      live = false;
    };
  }, []);
  const name = (t: AlertRuleTemplate) => (english ? t.nameEng : t.nameIdn);
  const codeName = (c: TemplateCode) =>
    (english ? c.descriptionEng : c.descriptionIdn) ?? String(c.alertCode);
  const open = (template: AlertRuleTemplate) => {
    setCurrent(template);
    setDraft([
      ...(choice[template.templateId] ??
        template.defaultAlertCodes.filter((c) => !c.isAlreadyActive).map((c) => c.alertCode)),
    ]);
    setPage('detail');
  };
  const confirm = () => {
    if (current) setChoice({ ...choice, [current.templateId]: draft });
    setPage('main');
  };
  const save = async () => {
    setSaving(true);
    setFailed(false);
    try {
      await saveOnboarding(onboardingTemplates(choice));
      setPage('result');
    } catch {
      setFailed(true);
    } finally {
      setSaving(false);
    }
  };
  const toggle = (code: number) =>
    setDraft((d) => (d.includes(code) ? d.filter((c) => c !== code) : [...d, code]));
  const codes = (label: string, list: TemplateCode[]) =>
    list.length > 0 && (
      <FormGroup aria-label={label} sx={{ mb: 2 }}>
        <Typography variant="subtitle2" component="p">
          {label}
        </Typography>
        {list.map((c) => (
          <FormControlLabel
            key={c.alertCode}
            control={
              <Checkbox
                checked={c.isAlreadyActive || draft.includes(c.alertCode)}
                disabled={c.isAlreadyActive}
                onChange={() => toggle(c.alertCode)}
              />
            }
            label={
              c.isAlreadyActive
                ? `${codeName(c)} (${translate('custom.widgets.onboarding.already_active')})`
                : codeName(c)
            }
          />
        ))}
      </FormGroup>
    );

  return (
    <Dialog open onClose={onClose} aria-labelledby="onboarding-title" fullWidth maxWidth="sm">
      <DialogTitle id="onboarding-title">
        {page === 'detail' && current
          ? name(current)
          : page === 'result'
            ? translate(
                activates
                  ? 'custom.widgets.onboarding.activated_title'
                  : 'custom.widgets.onboarding.requested_title',
              )
            : translate('custom.widgets.onboarding.title')}
      </DialogTitle>
      <DialogContent>
        {page === 'main' && (
          <>
            <DialogContentText>{translate('custom.widgets.onboarding.intro')}</DialogContentText>
            {loadFailed && (
              <Alert severity="error">{translate('custom.widgets.onboarding.load_failed')}</Alert>
            )}
            {!templates && !loadFailed && (
              <CircularProgress aria-label={translate('custom.widgets.onboarding.loading')} />
            )}
            {templates && (
              <List>
                {templates.map((t) => {
                  const chosen = choice[t.templateId]?.length ?? 0;
                  return (
                    <ListItem key={t.templateId} disablePadding divider>
                      <ListItemButton onClick={() => open(t)}>
                        <ListItemText
                          primary={name(t)}
                          secondary={
                            chosen > 0
                              ? translate('custom.widgets.onboarding.chosen', {
                                  smart_count: chosen,
                                })
                              : translate('custom.widgets.onboarding.none_chosen')
                          }
                        />
                      </ListItemButton>
                    </ListItem>
                  );
                })}
              </List>
            )}
            {failed && (
              <Alert severity="error">{translate('custom.widgets.onboarding.failedSave')}</Alert>
            )}
          </>
        )}
        {page === 'detail' && current && (
          <>
            <DialogContentText sx={{ mb: 2 }}>
              {english ? current.descriptionEng : current.descriptionIdn}
            </DialogContentText>
            {codes(translate('custom.widgets.onboarding.default_codes'), current.defaultAlertCodes)}
            {codes(
              translate('custom.widgets.onboarding.additional_codes'),
              current.additionalAlertCodes,
            )}
          </>
        )}
        {page === 'result' && (
          <DialogContentText role="status">
            {translate(
              activates
                ? 'custom.widgets.onboarding.activated'
                : 'custom.widgets.onboarding.requested',
            )}
          </DialogContentText>
        )}
      </DialogContent>
      <DialogActions>
        {page === 'main' && (
          <>
            <Button onClick={onClose}>{translate('custom.widgets.cancel')}</Button>
            <Button
              variant="contained"
              onClick={() => void save()}
              disabled={!canSaveOnboarding(choice) || saving}
            >
              {translate('custom.widgets.onboarding.save')}
            </Button>
          </>
        )}
        {page === 'detail' && (
          <>
            <Button onClick={() => setPage('main')}>
              {translate('custom.widgets.onboarding.back')}
            </Button>
            <Button variant="contained" onClick={confirm}>
              {translate('custom.widgets.onboarding.confirm')}
            </Button>
          </>
        )}
        {page === 'result' && (
          <>
            {activates && (
              <Button component={Link} to={NOTIFICATION_SETTINGS_PATH} onClick={onClose}>
                {translate('custom.widgets.onboarding.open_settings')}
              </Button>
            )}
            <Button variant="contained" onClick={onClose}>
              {translate('custom.widgets.onboarding.done')}
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}
