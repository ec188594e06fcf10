// The completion form's rules: which activity is next, what the form asks for and prefills, what
// must be filled, the photo limits and the multipart body.
import { describe, expect, it } from 'vitest';
import {
  addPhotos,
  completionFormData,
  initialValues,
  MAX_PHOTO_BYTES,
  nextActivity,
  plannedQuantity,
  photoProblem,
  reportsLoads,
  serverFieldErrors,
  validateCompletion,
  type CompletionValues,
} from '../../../src/custom/driver/completionRules';
import { tasksOf } from '../../../src/custom/driver/types';
import { photo, scheduledTask } from './harness';

const values = (patch: Partial<CompletionValues> = {}): CompletionValues => ({
  contact_person_name: 'Pak Budi',
  note: '',
  loads: [{ id: 501, quantity: '20', reason: '' }],
  photos: [photo('a.jpg')],
  ...patch,
});

describe('completion rules', () => {
  it('the next activity is the first open one', () => {
    const { activities } = scheduledTask();
    expect(nextActivity(activities)?.sequence).toBe(1);
    expect(nextActivity([{ ...activities[0], status: 'COMPLETED' }, activities[1]])?.sequence).toBe(
      2,
    );
    expect(
      nextActivity([
        { ...activities[0], status: 'SKIPPED' },
        { ...activities[1], status: 'COMPLETED' },
      ]),
    ).toBeUndefined();
  });

  it('pickups and the final drop report loads; a transit drop does not', () => {
    expect(reportsLoads({ type: 'PICKUP', is_transit: true })).toBe(true);
    expect(reportsLoads({ type: 'DROP', is_transit: false })).toBe(true);
    expect(reportsLoads({ type: 'DROP', is_transit: true })).toBe(false);
  });

  it('plans the pickup at the quantity and the drop at what was picked', () => {
    const load = { id: 1, quantity: 20, quantity_picked: 18 };
    expect(plannedQuantity(load, 'PICKUP')).toBe(20);
    expect(plannedQuantity(load, 'DROP')).toBe(18);
    expect(plannedQuantity({ id: 1, quantity: 20, quantity_picked: null }, 'DROP')).toBe(20);
    const task = scheduledTask();
    expect(initialValues(task.activities[0], task.orders[0]).loads).toEqual([
      { id: 501, quantity: '20', reason: '' },
    ]);
    expect(
      initialValues({ ...task.activities[1], is_transit: true }, task.orders[0]).loads,
    ).toEqual([]);
  });

  it('requires the contact and at least one photo', () => {
    const errors = validateCompletion(values({ contact_person_name: '  ', photos: [] }), [20]);
    expect(errors.contact_person_name).toEqual({ key: 'validation.required' });
    expect(errors.photos).toEqual({ key: 'custom.driver.photos.required' });
    expect(validateCompletion(values(), [20])).toEqual({});
  });

  it('requires a reason only when the quantity differs from the plan', () => {
    expect(
      validateCompletion(values({ loads: [{ id: 501, quantity: '18', reason: '' }] }), [20])[
        'loads.0.reason'
      ],
    ).toEqual({ key: 'custom.driver.complete.reason_required' });
    expect(
      validateCompletion(
        values({ loads: [{ id: 501, quantity: '18', reason: 'Dua sak rusak' }] }),
        [20],
      ),
    ).toEqual({});
    expect(
      validateCompletion(values({ loads: [{ id: 501, quantity: '0', reason: 'Ditolak' }] }), [20]),
    ).toEqual({});
  });

  it('wants a whole number of at least 0', () => {
    for (const quantity of ['', '-1', '1.5', 'abc']) {
      expect(
        validateCompletion(values({ loads: [{ id: 501, quantity, reason: 'x' }] }), [20])[
          'loads.0.quantity'
        ],
        quantity,
      ).toEqual({
        key: 'custom.driver.complete.quantity_invalid',
      });
    }
  });

  it('refuses files that are not images or are over 5 MB, and photos past the fifth', () => {
    expect(photoProblem(photo('a.pdf', 10, 'application/pdf'))?.key).toBe(
      'custom.driver.photos.not_image',
    );
    expect(photoProblem(photo('big.jpg', MAX_PHOTO_BYTES + 1))?.key).toBe(
      'custom.driver.photos.too_big',
    );
    expect(photoProblem(photo('ok.jpg', MAX_PHOTO_BYTES))).toBeUndefined();
    // A phone may give a HEIC photo no type: its name decides.
    expect(photoProblem(photo('IMG_0001.HEIC', 10, ''))).toBeUndefined();
    expect(photoProblem(photo('catatan.txt', 10, ''))?.key).toBe('custom.driver.photos.not_image');
    const four = [1, 2, 3, 4].map((i) => photo(`${i}.jpg`));
    const { photos, problems } = addPhotos(four, [photo('5.jpg'), photo('6.jpg')]);
    expect(photos.map((p) => p.name)).toEqual(['1.jpg', '2.jpg', '3.jpg', '4.jpg', '5.jpg']);
    expect(problems).toEqual([{ key: 'custom.driver.photos.too_many', options: { max: 5 } }]);
    expect(
      validateCompletion(values({ photos: [...photos, photo('6.jpg')] }), [20]).photos?.key,
    ).toBe('custom.driver.photos.too_many');
  });

  it('builds the multipart body: contact, note, loads as JSON (a reason where changed) and the photos', () => {
    const form = completionFormData(
      values({
        contact_person_name: ' Pak Budi ',
        note: 'Diterima di pos satpam',
        loads: [
          { id: 501, quantity: '18', reason: 'Dua sak rusak' },
          { id: 502, quantity: '5', reason: 'ignored' },
        ],
        photos: [photo('a.jpg'), photo('b.png', 10, 'image/png')],
      }),
      [20, 5],
    );
    expect(form.get('contact_person_name')).toBe('Pak Budi');
    expect(form.get('note')).toBe('Diterima di pos satpam');
    expect(JSON.parse(String(form.get('loads')))).toEqual([
      { id: 501, quantity: 18, reason: 'Dua sak rusak' },
      { id: 502, quantity: 5 },
    ]);
    expect((form.getAll('photos') as File[]).map((f) => f.name)).toEqual(['a.jpg', 'b.png']);
    expect(completionFormData(values({ loads: [] }), []).has('loads')).toBe(false);
  });

  it("maps the server's field codes to validation messages", () => {
    expect(
      serverFieldErrors({
        errors: {
          contact_person_name: 'too-long',
          'loads.0.reason': 'required',
          'photos.1': 'invalid-format',
        },
      }),
    ).toEqual({
      contact_person_name: { key: 'validation.too-long', options: { max: 150, min: 0 } },
      'loads.0.reason': { key: 'validation.required', options: { max: 255, min: 0 } },
      photos: { key: 'validation.invalid-format', options: { max: 255, min: 0 } },
    });
    expect(serverFieldErrors(null)).toEqual({});
  });

  it('reads the tasks out of the answer and puts the activities in route order', () => {
    const task = scheduledTask();
    const [read] = tasksOf({ data: [{ ...task, activities: [...task.activities].reverse() }] });
    expect(read.activities.map((a) => a.sequence)).toEqual([1, 2]);
    expect(tasksOf({ data: { paginated_result: [task] } })).toHaveLength(1);
    expect(tasksOf({})).toEqual([]);
  });
});
