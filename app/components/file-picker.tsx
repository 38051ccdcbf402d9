// A file input that looks like the shop's buttons (issue 21): the input itself is visually hidden
// but stays in the tab order and the form (it sends the files, with or without scripts); its
// 파일 선택 label is the button, focused when the input is, and the chosen files' names follow it.
import { type InputHTMLAttributes, useState } from "react";
import styles from "./file-picker.module.css";

export const filePickerTexts = { choose: "파일 선택", chosen: (n: number) => `${n}개 선택됨` } as const;

export function FilePicker({
  input,
  placeholder,
}: {
  /** The input's id, name, wiring and attributes (FormField's `render`). */
  input: InputHTMLAttributes<HTMLInputElement> & { id: string; name: string };
  /** What stands beside the button before a file is chosen (e.g. the accepted formats). */
  placeholder: string;
}) {
  const [names, setNames] = useState<string[]>([]);
  return (
    <div className={styles.picker}>
      <input
        {...input}
        type="file"
        className={`visually-hidden ${styles.input}`}
        onChange={(event) => setNames([...(event.target.files ?? [])].map((file) => file.name))}
      />
      <label htmlFor={input.id} className={styles.button}>
        {filePickerTexts.choose}
      </label>
      {names.length > 0 ? (
        <ul className={styles.names} aria-label={filePickerTexts.chosen(names.length)}>
          {names.map((name, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: two chosen files may share a name
            <li key={index}>{name}</li>
          ))}
        </ul>
      ) : (
        <span className={styles.placeholder}>{placeholder}</span>
      )}
    </div>
  );
}
