// The state and rules of the one line being added or edited (delivery-order.md §4 "Loads", §5 "Load
// line"), shared by the table row and the phone card that render it. The values live here, in the
// editing component: a keystroke re-renders that component (and, for the quantity, the totals
// through the live-totals store), never the table or the other rows. The callbacks are stable and
// the messages are strings, so the memoized inputs that did not change skip the re-render too.
import { useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useLocaleState, useNotify } from 'ra-core';
import { formatNumberText, parseNumber } from '../../../domain/format/numbers';
import {
  checkLine,
  lineForProduct,
  lineTotals,
  normalizeNote,
  type UnitMeasures,
} from '../../../domain/delivery-order/loads';
import { RULE_MESSAGES, ruleMessage } from '../../../domain/delivery-order/orderRules';
import type { LiveTotalsStore } from './liveTotals';
import {
  LOAD_ROW_FIELDS,
  lineFieldErrors,
  type LoadInput,
  type LoadLine,
  type LoadProductInfo,
  type LoadRowField,
} from './loadLines';
import { useDomainLabel } from './useDomainLabel';
import { useLatest } from './useLatest';
import { useUomOptions, type UomOption } from './useUomOptions';

export interface LoadEditorOptions {
  /** The line being edited; null for a new one. */
  line: LoadLine | null;
  /** The key the live totals are published under ('new' for a new line). */
  editKey: string;
  /** Server errors flagging this row (delivery_order_loads.N.*): each field says the data was deleted. */
  invalid?: Record<string, string>;
  liveTotals: LiveTotalsStore;
  /** Writes the line; rejects with the provider's error when the server refuses. */
  onSave(line: LoadLine | null, input: LoadInput, product: LoadProductInfo): Promise<void>;
  onCancel(): void;
}

/** The unit of a saved line before its product's units are read: the product's own, else totals ÷ quantity. */
function savedUnit(line: LoadLine | null): UnitMeasures {
  if (!line) return { weight: null, volume: null };
  if (line.product && line.product.uom === line.uom)
    return { weight: line.product.weight ?? null, volume: line.product.volume ?? null };
  const per = (total: number | null | undefined) =>
    total === null || total === undefined || !line.quantity ? null : total / line.quantity;
  return { weight: per(line.total_weight), volume: per(line.total_volume) };
}

export type LoadEditorMessages = Partial<Record<LoadRowField, string>>;

export function useLoadEditor({
  line,
  editKey,
  invalid,
  liveTotals,
  onSave,
  onCancel,
}: LoadEditorOptions) {
  const notify = useNotify();
  const label = useDomainLabel();

  const [product, setProduct] = useState<LoadProductInfo | null>(line?.product ?? null);
  const [locale] = useLocaleState();
  // Typed in the UI language ('1.000' is a thousand in Indonesian, docs/architecture.md "Numbers as typed").
  const [quantity, setQuantity] = useState(() =>
    formatNumberText(line ? line.quantity : 1, locale),
  );
  const [uom, setUom] = useState(line?.uom ?? '');
  const [note, setNote] = useState(line?.note ?? '');
  const [chosenUnit, setChosenUnit] = useState<UnitMeasures | null>(null);
  const [touched, setTouched] = useState<ReadonlySet<LoadRowField>>(() => new Set());
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<LoadEditorMessages>({});
  // Fields still flagged by the server; a field the user changes is no longer flagged.
  const [flagged, setFlagged] = useState<ReadonlySet<LoadRowField>>(
    () => new Set(invalid ? LOAD_ROW_FIELDS : []),
  );
  const [saving, setSaving] = useState(false);
  const savingRef = useRef(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const { options } = useUomOptions(product);
  const unit = useMemo<UnitMeasures>(
    () =>
      chosenUnit ??
      options.find((o) => o.name === uom) ??
      savedUnit(product?.id === line?.product_id ? line : null),
    [chosenUnit, options, uom, product, line],
  );
  const parsedQuantity = useMemo(() => parseNumber(quantity, locale), [quantity, locale]);
  const quantityNumber =
    parsedQuantity.ok && parsedQuantity.value !== null ? parsedQuantity.value : Number.NaN;
  const totals = useMemo(() => lineTotals(unit, quantityNumber), [unit, quantityNumber]);

  // The totals row follows the line as typed.
  useEffect(() => {
    liveTotals.set({
      key: editKey,
      replaces: line ? { total_weight: line.total_weight, total_volume: line.total_volume } : null,
      totals,
    });
  }, [liveTotals, editKey, line, totals]);
  useEffect(() => () => liveTotals.set(null), [liveTotals]);

  const changed = useCallback((field: LoadRowField) => {
    setTouched((t) => (t.has(field) ? t : new Set(t).add(field)));
    setServerErrors((e) => (e[field] !== undefined ? { ...e, [field]: undefined } : e));
    setFlagged((f) => {
      if (!f.has(field)) return f;
      const next = new Set(f);
      next.delete(field);
      return next;
    });
  }, []);

  const clientErrors = useMemo(
    () =>
      checkLine({
        product_id: product?.id,
        // Text the language cannot read is no number at all ('invalid-format'), never a guess.
        quantity: parsedQuantity.ok ? parsedQuantity.value : { unreadable: quantity },
        uom,
        note,
      }),
    [product, parsedQuantity, quantity, uom, note],
  );

  const messages = useMemo<LoadEditorMessages>(() => {
    const out: LoadEditorMessages = {};
    for (const field of LOAD_ROW_FIELDS) {
      const server = serverErrors[field];
      const client = clientErrors[field];
      if (flagged.has(field)) out[field] = label(RULE_MESSAGES['delivery_order_loads.not-found']);
      else if (server) out[field] = label(ruleMessage(field, server));
      else if (client && (submitted || touched.has(field)))
        out[field] = label(ruleMessage(field, client));
    }
    return out;
  }, [flagged, serverErrors, clientErrors, submitted, touched, label]);

  const pickProduct = useCallback(
    (next: LoadProductInfo | null) => {
      setProduct(next);
      for (const field of LOAD_ROW_FIELDS) changed(field);
      if (next) {
        // §4: a product resets quantity, unit and note, and brings its weight and volume.
        const reset = lineForProduct({
          id: next.id,
          weight: next.weight,
          volume: next.volume,
          uom: next.uom,
        });
        setQuantity(formatNumberText(reset.quantity, locale));
        setUom(reset.uom ?? '');
        setNote(reset.note ?? '');
        setChosenUnit({ weight: next.weight ?? null, volume: next.volume ?? null });
      } else {
        setUom('');
        setChosenUnit(null);
      }
    },
    [changed, locale],
  );

  const pickUom = useCallback(
    (option: UomOption) => {
      setUom(option.name);
      setChosenUnit({ weight: option.weight, volume: option.volume });
      changed('uom');
    },
    [changed],
  );

  const changeQuantity = useCallback(
    (value: string) => {
      setQuantity(value);
      changed('quantity');
    },
    [changed],
  );
  const changeNote = useCallback(
    (value: string) => {
      setNote(value);
      changed('note');
    },
    [changed],
  );
  const blurNote = useCallback(() => setNote((n) => normalizeNote(n) ?? ''), []);

  // What submit reads, as of the last render (submit itself stays the same function).
  const latest = useLatest({
    clientErrors,
    flagged,
    serverErrors,
    product,
    quantityNumber,
    uom,
    note,
    totals,
    line,
    onSave,
  });

  const submit = useCallback(async () => {
    if (savingRef.current) {
      notify('app.messages.please_wait', { type: 'warning' });
      return;
    }
    const current = latest.current;
    setSubmitted(true);
    const blocked =
      Object.keys(current.clientErrors).length > 0 ||
      current.flagged.size > 0 ||
      Object.values(current.serverErrors).some((code) => code !== undefined);
    if (blocked || !current.product) {
      notify('app.errors.invalid_input', { type: 'warning' });
      return;
    }
    const input: LoadInput = {
      product_id: current.product.id,
      quantity: current.quantityNumber,
      uom: current.uom,
      note: normalizeNote(current.note),
      ...current.totals,
    };
    savingRef.current = true;
    setSaving(true);
    try {
      await current.onSave(current.line, input, current.product);
    } catch (error) {
      const fields = lineFieldErrors(error);
      if (Object.keys(fields).length > 0) {
        if (mounted.current) setServerErrors(fields);
        notify('app.errors.invalid_input', { type: 'warning' });
      } else {
        const key = (error as Error | undefined)?.message;
        notify(typeof key === 'string' && key ? key : 'ra.notification.http_error', {
          type: 'error',
          messageArgs: { _: key },
        });
      }
    } finally {
      savingRef.current = false;
      if (mounted.current) setSaving(false);
    }
  }, [latest, notify]);

  /** Escape cancels the edit (unless a popup inside took it). */
  const onKeyDown = useCallback(
    (event: KeyboardEvent) => {
      if (event.defaultPrevented) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        onCancel();
      }
    },
    [onCancel],
  );
  /** Enter in a text input saves the line. */
  const submitOnEnter = useCallback(
    (event: KeyboardEvent) => {
      if (event.key === 'Enter' && !event.defaultPrevented) {
        event.preventDefault();
        void submit();
      }
    },
    [submit],
  );

  return {
    product,
    quantity,
    uom,
    note,
    options,
    totals,
    saving,
    hasProduct: product !== null,
    messages,
    pickProduct,
    pickUom,
    changeQuantity,
    changeNote,
    blurNote,
    submit,
    onKeyDown,
    submitOnEnter,
  };
}
