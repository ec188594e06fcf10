import { TextInput } from 'react-admin';
import { common } from '../inputProps.tsx';
import type { InputRendererProps } from '../types.ts';

export function JsonInput(props: InputRendererProps) {
  return (
    <TextInput
      {...common(props)}
      multiline
      minRows={3}
      format={(value: unknown) =>
        value === null || value === undefined
          ? ''
          : typeof value === 'string'
            ? value
            : JSON.stringify(value, null, 2)
      }
      parse={(text: string) => {
        if (text.trim() === '') return null;
        try {
          return JSON.parse(text);
        } catch {
          // Kept as typed: the validator reports it and the user can fix it.
          return text;
        }
      }}
    />
  );
}
