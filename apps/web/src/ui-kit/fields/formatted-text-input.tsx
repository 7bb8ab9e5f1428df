import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { type Ref, useCallback, useLayoutEffect, useRef } from 'react';
import { caretAfterDigits, digitsBefore } from '../../lib/format/money-input';

export type FormattedTextInputProps = Omit<TextFieldProps, 'value' | 'onChange' | 'inputRef'> & {
  /** The value the form keeps. */
  value: string;
  onChange(value: string): void;
  inputRef?: Ref<HTMLInputElement>;
  /** Form value → shown text (locale digits, separators). */
  format(value: string): string;
  /** Typed text → form value. */
  parse(text: string): string;
  /**
   * Where the caret goes after reformatting: 'same' index when the shown text maps one character
   * to one (digit scripts), after the same number of digits when separators come and go.
   */
  caret: 'same' | 'digits';
};

/** A text field that shows its value formatted while the form keeps it plain, without the caret jumping. */
export function FormattedTextInput({
  value,
  onChange,
  inputRef,
  format,
  parse,
  caret,
  ...textFieldProps
}: FormattedTextInputProps) {
  const element = useRef<HTMLInputElement | null>(null);
  const pendingCaret = useRef<number | null>(null);
  const shown = format(value);

  const setRefs = useCallback(
    (node: HTMLInputElement | null) => {
      element.current = node;
      if (typeof inputRef === 'function') inputRef(node);
      else if (inputRef) (inputRef as { current: HTMLInputElement | null }).current = node;
    },
    [inputRef],
  );

  useLayoutEffect(() => {
    const node = element.current;
    const position = pendingCaret.current;
    pendingCaret.current = null;
    if (node && position !== null && node.ownerDocument.activeElement === node) {
      node.setSelectionRange(position, position);
    }
  });

  return (
    <TextField
      {...textFieldProps}
      value={shown}
      inputRef={setRefs}
      onChange={(event) => {
        const text = event.target.value;
        const at = event.target.selectionStart ?? text.length;
        const next = parse(text);
        const nextShown = format(next);
        pendingCaret.current =
          caret === 'digits'
            ? caretAfterDigits(nextShown, digitsBefore(text, at))
            : Math.min(at, nextShown.length);
        onChange(next);
      }}
    />
  );
}
