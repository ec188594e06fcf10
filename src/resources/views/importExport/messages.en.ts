// engine.import.* and engine.export.*: the generated list's import dialog and export menu (en).
export default {
  engine: {
    import: {
      button: 'Import',
      title: 'Import %{name}',
      file_hint:
        'Choose a CSV or Excel (.xlsx) file. The first row holds the column headings: the field labels (Indonesian or English) or the field names.',
      file_label: 'CSV or Excel (.xlsx) file',
      choose: 'Choose a file',
      read_failed: 'The file could not be read. Use CSV (UTF-8) or Excel (.xlsx).',
      empty: 'The file has no data rows.',
      rows_read: '%{count} rows read from %{file}.',
      mapping: 'Column mapping',
      ignore: '— Skip —',
      missing_required: 'Required fields not mapped: %{fields}',
      preview: 'Preview',
      back: 'Back',
      summary: '%{total} rows: %{valid} valid, %{invalid} with problems.',
      all_valid: 'Every row is valid and ready to apply.',
      fix_hint: 'Nothing is saved while any row has a problem. Fix the file, then upload it again.',
      row: 'Row',
      reference_not_found: 'No record has this name, code or ID',
      reference_ambiguous: 'More than one record has this name; use its code or ID',
      problems: 'Problems',
      more: 'and %{count} more rows (see the error report).',
      report: 'Download the error report',
      report_file: 'errors',
      apply: 'Apply %{smart_count} rows',
      applied: '%{smart_count} record imported |||| %{smart_count} records imported',
      failed: 'The import failed. Nothing was saved.',
    },
    export: {
      csv: 'CSV (UTF-8)',
      xlsx: 'Excel (.xlsx)',
    },
  },
};
