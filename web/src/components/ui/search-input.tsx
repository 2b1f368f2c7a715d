/**
 * A search box with its magnifier inside (the search page and the 404 page): a native `type="search"`
 * input; every input attribute passes through. `grow`: its flex basis in a row of controls.
 */
import type { InputHTMLAttributes } from 'react';
import { SearchIcon } from './icons.tsx';
import './search-input.css';

export function SearchInput({ className, ...input }: InputHTMLAttributes<HTMLInputElement>) {
  return (
    <div className={className ? `search-input ${className}` : 'search-input'}>
      <SearchIcon size={18} className="search-input__icon" />
      <input type="search" autoComplete="off" spellCheck={false} enterKeyHint="search" {...input} className="field__control search-input__control" />
    </div>
  );
}
