// MUI X date-picker texts in Indonesian (MUI X ships no idID locale). Shape: PickersLocaleText.
import type { PickersLocaleText } from '@mui/x-date-pickers/locales';
import type { TimeViewWithMeridiem } from '@mui/x-date-pickers/internals';

const views: Record<string, string> = {
  hours: 'jam',
  minutes: 'menit',
  seconds: 'detik',
  meridiem: 'meridiem',
  year: 'tahun',
  month: 'bulan',
  day: 'tanggal',
};

export const pickersIndonesian: Partial<PickersLocaleText> = {
  previousMonth: 'Bulan sebelumnya',
  nextMonth: 'Bulan berikutnya',
  openPreviousView: 'Buka tampilan sebelumnya',
  openNextView: 'Buka tampilan berikutnya',
  calendarViewSwitchingButtonAriaLabel: (view) =>
    view === 'year'
      ? 'tampilan tahun terbuka, beralih ke tampilan kalender'
      : 'tampilan kalender terbuka, beralih ke tampilan tahun',
  start: 'Mulai',
  end: 'Selesai',
  startDate: 'Tanggal mulai',
  startTime: 'Waktu mulai',
  endDate: 'Tanggal selesai',
  endTime: 'Waktu selesai',
  cancelButtonLabel: 'Batal',
  clearButtonLabel: 'Hapus',
  okButtonLabel: 'OK',
  todayButtonLabel: 'Hari ini',
  nextStepButtonLabel: 'Berikutnya',
  datePickerToolbarTitle: 'Pilih tanggal',
  dateTimePickerToolbarTitle: 'Pilih tanggal & waktu',
  timePickerToolbarTitle: 'Pilih waktu',
  dateRangePickerToolbarTitle: 'Pilih rentang tanggal',
  timeRangePickerToolbarTitle: 'Pilih rentang waktu',
  clockLabelText: (view: TimeViewWithMeridiem, formattedTime?: string | null) =>
    `Pilih ${views[view] ?? view}. ${formattedTime ? `Waktu terpilih ${formattedTime}` : 'Belum ada waktu terpilih'}`,
  hoursClockNumberText: (hours) => `${hours} jam`,
  minutesClockNumberText: (minutes) => `${minutes} menit`,
  secondsClockNumberText: (seconds) => `${seconds} detik`,
  selectViewText: (view) => `Pilih ${views[view] ?? view}`,
  calendarWeekNumberHeaderLabel: 'Nomor minggu',
  calendarWeekNumberHeaderText: '#',
  calendarWeekNumberAriaLabelText: (weekNumber) => `Minggu ${weekNumber}`,
  calendarWeekNumberText: (weekNumber) => `${weekNumber}`,
  openDatePickerDialogue: (formattedDate) =>
    formattedDate ? `Pilih tanggal, tanggal terpilih ${formattedDate}` : 'Pilih tanggal',
  openTimePickerDialogue: (formattedTime) =>
    formattedTime ? `Pilih waktu, waktu terpilih ${formattedTime}` : 'Pilih waktu',
  openRangePickerDialogue: (formattedRange) =>
    formattedRange ? `Pilih rentang, rentang terpilih ${formattedRange}` : 'Pilih rentang',
  fieldClearLabel: 'Hapus',
  timeTableLabel: 'pilih waktu',
  dateTableLabel: 'pilih tanggal',
  fieldYearPlaceholder: (params) => 'T'.repeat(params.digitAmount),
  // Indonesian initials: Hari (day), Bulan (month), Tahun (year), jam, menit, detik. MMM -> BBB.
  fieldMonthPlaceholder: (params) =>
    params.contentType === 'letter' ? 'B'.repeat(Math.max(3, params.format.length)) : 'BB',
  fieldDayPlaceholder: () => 'HH',
  fieldWeekDayPlaceholder: (params) => (params.contentType === 'letter' ? 'EEEE' : 'EE'),
  fieldHoursPlaceholder: () => 'jj',
  fieldMinutesPlaceholder: () => 'mm',
  fieldSecondsPlaceholder: () => 'dd',
  fieldMeridiemPlaceholder: () => 'aa',
  year: 'Tahun',
  month: 'Bulan',
  day: 'Hari',
  weekDay: 'Hari dalam minggu',
  hours: 'Jam',
  minutes: 'Menit',
  seconds: 'Detik',
  meridiem: 'Meridiem',
  empty: 'Kosong',
};
