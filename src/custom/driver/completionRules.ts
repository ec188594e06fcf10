// The completion form's rules (docs/fleet-tasks.md "Completing an activity"), pure so they are
// tested apart from the form: which activity is next, which loads the form asks for and what is
// planned, and what the driver must fill before the call. The server checks the same rules again.
import type { DriverActivity, DriverLoad, DriverOrder } from './types';

export const MAX_PHOTOS = 5;
/** The server's MAX_PHOTO_BYTES: 5 MB a photo. */
export const MAX_PHOTO_BYTES = 5 * 1024 * 1024;
export const CONTACT_MAX = 150;
export const NOTE_MAX = 255;
export const REASON_MAX = 255;

/** The first activity still open, when every earlier one is done: the only one the driver may complete. */
export function nextActivity(activities: readonly DriverActivity[]): DriverActivity | undefined {
  // One already completed in the outbox counts as done: the driver goes on while offline.
  return activities.find((a) => a.status === 'UNCOMPLETED' && a.queued !== 'pending');
}

/** A pickup, or the final drop (not at a transit point), reports the loads' quantities. */
export const reportsLoads = (activity: Pick<DriverActivity, 'type' | 'is_transit'>): boolean =>
  activity.type === 'PICKUP' || !activity.is_transit;

/** The quantity the driver is expected to report: the plan for a pickup, what was picked for a drop. */
export const plannedQuantity = (load: DriverLoad, type: DriverActivity['type']): number =>
  type === 'PICKUP' ? load.quantity : (load.quantity_picked ?? load.quantity);

export interface LoadValue {
  id: number;
  /** As typed: a string until submitted. */
  quantity: string;
  reason: string;
}

export interface CompletionValues {
  contact_person_name: string;
  note: string;
  loads: LoadValue[];
  photos: File[];
}

export function initialValues(
  activity: DriverActivity,
  order: DriverOrder | undefined,
): CompletionValues {
  const loads = reportsLoads(activity) ? (order?.loads ?? []) : [];
  return {
    contact_person_name: '',
    note: '',
    loads: loads.map((load) => ({
      id: load.id,
      quantity: String(plannedQuantity(load, activity.type)),
      reason: '',
    })),
    photos: [],
  };
}

/** An i18n key with its options: what the form shows under a field. */
export interface FieldError {
  key: string;
  options?: Record<string, unknown>;
}

export type CompletionErrors = Record<string, FieldError>;

const isWholeNumber = (value: string) => /^\d+$/.test(value.trim());

/** The field errors of the values (keys: contact_person_name, note, loads.<i>.quantity, loads.<i>.reason, photos). */
export function validateCompletion(
  values: CompletionValues,
  planned: readonly number[],
): CompletionErrors {
  const errors: CompletionErrors = {};
  const contact = values.contact_person_name.trim();
  if (!contact) errors.contact_person_name = { key: 'validation.required' };
  else if (contact.length > CONTACT_MAX)
    errors.contact_person_name = { key: 'validation.too-long', options: { max: CONTACT_MAX } };
  if (values.note.length > NOTE_MAX)
    errors.note = { key: 'validation.too-long', options: { max: NOTE_MAX } };
  values.loads.forEach((load, i) => {
    if (!isWholeNumber(load.quantity)) {
      errors[`loads.${i}.quantity`] = { key: 'custom.driver.complete.quantity_invalid' };
      return;
    }
    const differs = Number(load.quantity) !== planned[i];
    if (differs && !load.reason.trim())
      errors[`loads.${i}.reason`] = { key: 'custom.driver.complete.reason_required' };
    else if (load.reason.length > REASON_MAX)
      errors[`loads.${i}.reason`] = { key: 'validation.too-long', options: { max: REASON_MAX } };
  });
  if (values.photos.length === 0) errors.photos = { key: 'custom.driver.photos.required' };
  else if (values.photos.length > MAX_PHOTOS)
    errors.photos = { key: 'custom.driver.photos.too_many', options: { max: MAX_PHOTOS } };
  return errors;
}

// Some phones hand over HEIC photos with no type: their name says what they are. The server checks
// the first bytes in any case.
const IMAGE_NAME = /\.(jpe?g|png|webp|hei[cf])$/i;
const isImage = (file: Pick<File, 'type' | 'name'>) =>
  file.type ? file.type.startsWith('image/') : IMAGE_NAME.test(file.name);

/** Why a picked file is refused (not an image, too big), or undefined. */
export function photoProblem(file: Pick<File, 'type' | 'size' | 'name'>): FieldError | undefined {
  if (!isImage(file)) return { key: 'custom.driver.photos.not_image' };
  if (file.size > MAX_PHOTO_BYTES)
    return {
      key: 'custom.driver.photos.too_big',
      options: { max: MAX_PHOTO_BYTES / (1024 * 1024) },
    };
  return undefined;
}

/** Adds the picked files to the chosen ones: refused files and those past the fifth are left out, and said why. */
export function addPhotos(
  current: readonly File[],
  picked: readonly File[],
): { photos: File[]; problems: FieldError[] } {
  const photos = [...current];
  const problems: FieldError[] = [];
  for (const file of picked) {
    const problem = photoProblem(file);
    if (problem) problems.push({ ...problem, options: { ...problem.options, name: file.name } });
    else if (photos.length >= MAX_PHOTOS) {
      problems.push({ key: 'custom.driver.photos.too_many', options: { max: MAX_PHOTOS } });
      break;
    } else photos.push(file);
  }
  return { photos, problems };
}

/** The call's text parts: contact, note and loads (JSON text, reasons only where the quantity differs). */
export function completionParts(
  values: CompletionValues,
  planned: readonly number[],
): { contact_person_name: string; note: string; loads?: string } {
  const parts: { contact_person_name: string; note: string; loads?: string } = {
    contact_person_name: values.contact_person_name.trim(),
    note: values.note.trim(),
  };
  if (values.loads.length) {
    const loads = values.loads.map((load, i) => {
      const quantity = Number(load.quantity);
      return quantity === planned[i]
        ? { id: load.id, quantity }
        : { id: load.id, quantity, reason: load.reason.trim() };
    });
    parts.loads = JSON.stringify(loads);
  }
  return parts;
}

/** The call's multipart body: the text parts and the photos. */
export function completionFormData(values: CompletionValues, planned: readonly number[]): FormData {
  const form = new FormData();
  const parts = completionParts(values, planned);
  form.append('contact_person_name', parts.contact_person_name);
  form.append('note', parts.note);
  if (parts.loads !== undefined) form.append('loads', parts.loads);
  for (const photo of values.photos) form.append('photos', photo, photo.name);
  return form;
}

/**
 * The server's field errors, keyed as the form keys them: `loads.0.quantity` stays, a load keyed by
 * its id (`loads.<id>.quantity`) would not match a row and lands on the form's general message.
 */
export function serverFieldErrors(body: unknown): CompletionErrors {
  const errors = (body as { errors?: Record<string, unknown> } | null)?.errors;
  const out: CompletionErrors = {};
  if (!errors || typeof errors !== 'object') return out;
  for (const [field, code] of Object.entries(errors)) {
    if (typeof code !== 'string') continue;
    const key = field.startsWith('photos') ? 'photos' : field;
    // too-long and too-small read their limit from the message's options; the server sends the code alone.
    const max = key === 'contact_person_name' ? CONTACT_MAX : NOTE_MAX;
    out[key] ??= { key: `validation.${code}`, options: { max, min: 0 } };
  }
  return out;
}
