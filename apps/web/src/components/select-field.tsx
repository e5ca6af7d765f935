import { useId } from "react";
import styles from "./select-field.module.css";

interface SelectFieldProps<T extends number | string> {
  /** The visible label ("Tokens per page"). */
  label: string;
  value: T;
  options: readonly T[];
  onChange: (value: T) => void;
  /** The text of an option, when it is not the value itself. */
  optionLabel?: (option: T) => string;
}

/**
 * A labelled native select (page sizes, page numbers, providers). Native, so keyboard, touch
 * and screen readers behave as the platform does; only valid choices exist, so there is nothing
 * to validate (FILTER-31).
 */
export function SelectField<T extends number | string>({
  label,
  value,
  options,
  onChange,
  optionLabel = String,
}: SelectFieldProps<T>) {
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
        // The chosen option itself, so a number stays a number.
        onChange={(event) => onChange(options[event.target.selectedIndex] as T)}
      >
        {options.map((option) => (
          <option key={option} value={option}>
            {optionLabel(option)}
          </option>
        ))}
      </select>
    </div>
  );
}
