import { useCallback, useEffect, useMemo, useRef, type ReactNode } from 'react';
import { Box, Typography } from '@mui/material';
import { useNotify, useSaveContext, useTranslate } from 'ra-core';
import { SaveButton, SimpleForm, Toolbar } from 'react-admin';
import { useFormState } from 'react-hook-form';
import type { JsonSchema, ResourceDef } from '../../generated/registry.ts';
import { PropertyInput } from '../registry/PropertyInput.tsx';
import { FormGrid } from '../registry/FormGrid.tsx';
// Forms need every input renderer: hand the modules to the registry's lazy references now.
import '../registry/eagerInputs.ts';
import type { FormMode } from '../registry/types.ts';
import {
  defaultValuesOf,
  groupLabelKey,
  hintsOf,
  humanize,
  sectionsOf,
  visibleProperties,
} from '../schemaUtils.ts';
import { isSystemField, typesOf } from '../../domain/schema/schemaPath.ts';
import { validateRecord } from '../validation.ts';
import { ConditionalField, FormConditions } from './FormConditions.tsx';

export interface ResourceFormProps {
  def: ResourceDef;
  mode: FormMode;
  /** Fields whose value is fixed by the context (a child's parent id): not shown, kept in the record. */
  fixed?: Record<string, unknown>;
  /** Extra toolbar content after the save button (delete). */
  toolbarExtra?: ReactNode;
  warnWhenUnsavedChanges?: boolean;
  /** Shown above the sections (e.g. the conflict notice). */
  header?: ReactNode;
  /** Inputs the schema does not describe (a user's write-only password on create). */
  extra?: ExtraInputs;
  /**
   * A resource's own rules beyond its schema, checked with the form (the user's grant rule). Form-level
   * like the schema's: react-hook-form ignores an input's own rules once the form has a validator.
   */
  rules?: (values: Record<string, unknown>) => Record<string, unknown>;
}

/**
 * Inputs beside the schema's, in a section after the generated ones: their values are sent with the
 * record, `validate` checks them with the form, and the server's errors on `fields` are shown on them
 * (errors on other fields the schema does not name stay hidden, as they could block the form unseen).
 */
export interface ExtraInputs {
  fields: readonly string[];
  children: ReactNode;
  /** Label of the section (a message key). */
  title?: string;
  validate?: (values: Record<string, unknown>) => Record<string, unknown>;
}

const isWide = (schema: JsonSchema) =>
  hintsOf(schema).fullWidth === true ||
  (typesOf(schema).includes('object') && Object.keys(schema.properties ?? {}).length > 1) ||
  (typesOf(schema).includes('array') && !!schema.items && typesOf(schema.items).includes('object'));

/** Which properties a form shows and how: create skips read-only ones, edit shows them locked. */
export function formProperties(
  def: ResourceDef,
  mode: FormMode,
  fixed: Record<string, unknown> = {},
) {
  return visibleProperties(def)
    .filter((p) => !isSystemField(p.name))
    .filter((p) => !(p.name in fixed))
    .filter((p) => !(mode === 'create' && p.schema.readOnly))
    .map((p) => ({
      ...p,
      readOnly: !!p.schema.readOnly || (mode === 'edit' && hintsOf(p.schema).createOnly === true),
    }));
}

/** The generated create/edit form: sections by x-admin.group, validated by the generated ajv validator. */
export function ResourceForm({
  def,
  mode,
  fixed,
  toolbarExtra,
  warnWhenUnsavedChanges = true,
  header,
  extra,
  rules,
}: ResourceFormProps) {
  const translate = useTranslate();
  const properties = useMemo(() => formProperties(def, mode, fixed), [def, mode, fixed]);
  const sections = useMemo(() => sectionsOf(def, properties), [def, properties]);
  const validate = useCallback(
    (values: Record<string, unknown>) => ({
      ...rules?.(values),
      ...validateRecord(def, { ...values, ...fixed }),
      ...extra?.validate?.(values),
    }),
    [def, fixed, extra, rules],
  );
  const defaultValues = useMemo(
    () => (mode === 'create' ? { ...defaultValuesOf(def.schema), ...fixed } : undefined),
    [def, mode, fixed],
  );
  const onSubmit = useSubmitWithoutHiddenErrors(def, fixed, extra?.fields);
  const byName = new Map(properties.map((p) => [p.name, p]));

  return (
    <SimpleForm
      resource={def.name}
      validate={validate}
      defaultValues={defaultValues}
      onSubmit={onSubmit}
      warnWhenUnsavedChanges={warnWhenUnsavedChanges}
      disableInvalidFormNotification
      // The schema's validator words every error in the console's language; the browser's own checks
      // (type=email, url, number steps) would block the submit first with a bubble in its language.
      noValidate
      toolbar={
        <Toolbar>
          {/* On create the button is usable at once, so an untouched form shows what is required. */}
          <SaveButton alwaysEnable={mode === 'create' ? true : undefined} />
          <Box sx={{ flex: 1 }} />
          {toolbarExtra}
        </Toolbar>
      }
    >
      <InvalidFormNotifier />
      {header}
      <FormConditions def={def} fixed={fixed}>
        {sections.map((section) => (
          <Box
            key={section.group ?? '_'}
            component="section"
            sx={{ width: '100%', mb: 2 }}
            aria-label={
              section.group
                ? translate(groupLabelKey(def.name, section.group), { _: humanize(section.group) })
                : undefined
            }
          >
            {section.group && (
              <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1, mt: 1 }}>
                {translate(groupLabelKey(def.name, section.group), { _: humanize(section.group) })}
              </Typography>
            )}
            <FormGrid>
              {section.properties.map(({ name }) => {
                const property = byName.get(name)!;
                return (
                  <ConditionalField key={name} name={name} required={property.required}>
                    {(required) => (
                      <Box
                        className={isWide(property.schema) ? 'full-width' : undefined}
                        sx={{ minWidth: 0 }}
                      >
                        <PropertyInput
                          source={name}
                          schema={property.schema}
                          context={{ resource: def.name, path: name, def }}
                          required={required}
                          readOnly={property.readOnly}
                          mode={mode}
                        />
                      </Box>
                    )}
                  </ConditionalField>
                );
              })}
            </FormGrid>
          </Box>
        ))}
      </FormConditions>
      {extra && (
        <Box
          component="section"
          sx={{ width: '100%', mb: 2 }}
          aria-label={extra.title ? translate(extra.title) : undefined}
        >
          {extra.title && (
            <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1, mt: 1 }}>
              {translate(extra.title)}
            </Typography>
          )}
          <FormGrid>{extra.children}</FormGrid>
        </Box>
      )}
    </SimpleForm>
  );
}

/**
 * Saves through the controller, keeping server errors on fields the form shows. An error on a field the
 * user cannot see (version on a 409) would otherwise block the form with no visible message; the
 * conflict is reported by the view instead.
 */
function useSubmitWithoutHiddenErrors(
  def: ResourceDef,
  fixed: Record<string, unknown> | undefined,
  extraFields: readonly string[] = [],
) {
  const { save } = useSaveContext();
  const notify = useNotify();
  return useCallback(
    async (values: Record<string, unknown>) => {
      if (!save) return undefined;
      const errors = (await save({ ...values, ...fixed })) as
        Record<string, unknown> | undefined | void;
      if (!errors || typeof errors !== 'object') return undefined;
      const visible = Object.fromEntries(
        Object.entries(errors).filter(
          ([field]) =>
            extraFields.includes(field) ||
            (field in def.schema.properties && !def.schema.properties[field].readOnly),
        ),
      );
      // The data provider words the rejection (root.serverError); the form's own wording otherwise.
      const root = (errors.root as { serverError?: unknown } | undefined)?.serverError;
      notify(typeof root === 'string' ? root : 'app.messages.invalid_form', { type: 'error' });
      return Object.keys(visible).length ? visible : undefined;
    },
    [save, def, fixed, extraFields, notify],
  );
}

/** 'Terdapat kesalahan format pada input anda' after a submit the form (or the server) rejected. */
function InvalidFormNotifier() {
  const { submitCount, errors } = useFormState();
  const notify = useNotify();
  const seen = useRef(submitCount);
  useEffect(() => {
    if (submitCount <= seen.current) return;
    seen.current = submitCount;
    if (Object.keys(errors).length > 0) notify('app.messages.invalid_form', { type: 'error' });
  }, [submitCount, errors, notify]);
  return null;
}
