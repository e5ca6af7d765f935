import { useId } from "react";
import styles from "./select-field.module.css";

interface SelectFieldProps {
  /** The visible label ("Tokens per page"). */
  label: string;
  value: number;
  options: readonly number[];
  onChange: (value: number) => void;
}

/**
 * A labelled native select of numbers (page sizes, page numbers). Native, so keyboard, touch
 * and screen readers behave as the platform does; only valid choices exist, so there is nothing
 * to validate (FILTER-31).
 */
export function SelectField({ label, value, options, onChange }: SelectFieldProps) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <select
        id={id}
        className={styles.select}
        value={value}
        onChange={(event) => onChange(Number(event.target.value))}
      >
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    </div>
  );
}
