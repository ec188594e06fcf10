// The shared filter-chip bar (master-data §2): an 'all' chip, single or multiple selection, and
// scroll arrows that move the row by 200 px when the chips do not fit (§9 "Filter bar scroll step").
import { useCallback, useEffect, useRef, useState } from 'react';
import { Box, Chip, IconButton } from '@mui/material';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { useTranslate } from 'ra-core';

export const FILTER_CHIPS_SCROLL_STEP = 200;

export interface FilterChipOption {
  id: string;
  label: string;
}

export interface FilterChipsProps {
  /** Names the group for assistive technology ('Saring status'). */
  label: string;
  options: FilterChipOption[];
  /** The selected ids; empty means 'all'. */
  value: string[];
  onChange(value: string[]): void;
  multiple?: boolean;
  /** The 'all' chip's text; 'Semua' by default. */
  allLabel?: string;
}

/** The next selection after clicking `id` (pure, so the rule is tested without a DOM). */
export function nextSelection(value: string[], id: string, multiple: boolean): string[] {
  if (!multiple) return value.length === 1 && value[0] === id ? [] : [id];
  return value.includes(id) ? value.filter((v) => v !== id) : [...value, id];
}

export function FilterChips({
  label,
  options,
  value,
  onChange,
  multiple = false,
  allLabel,
}: FilterChipsProps) {
  const translate = useTranslate();
  const scroller = useRef<HTMLDivElement>(null);
  const [overflow, setOverflow] = useState({ left: false, right: false });

  const measure = useCallback(() => {
    const el = scroller.current;
    if (!el) return;
    const left = el.scrollLeft > 0;
    const right = el.scrollLeft + el.clientWidth < el.scrollWidth - 1;
    setOverflow((prev) => (prev.left === left && prev.right === right ? prev : { left, right }));
  }, []);

  useEffect(() => {
    measure();
    const el = scroller.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [measure, options.length]);

  const scrollBy = (delta: number) => {
    const el = scroller.current;
    if (!el) return;
    if (typeof el.scrollBy === 'function') el.scrollBy({ left: delta, behavior: 'smooth' });
    else el.scrollLeft += delta;
  };

  const allSelected = value.length === 0;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, minWidth: 0, maxWidth: '100%' }}>
      {overflow.left && (
        <IconButton
          size="small"
          onClick={() => scrollBy(-FILTER_CHIPS_SCROLL_STEP)}
          aria-label={translate('custom.delivery.list.chips.scroll_left')}
        >
          <ChevronLeftIcon fontSize="small" />
        </IconButton>
      )}
      <Box
        ref={scroller}
        role="group"
        aria-label={label}
        onScroll={measure}
        sx={{
          display: 'flex',
          gap: 1,
          overflowX: 'auto',
          flex: 1,
          minWidth: 0,
          py: 0.5,
          scrollbarWidth: 'none',
          '&::-webkit-scrollbar': { display: 'none' },
        }}
      >
        <Chip
          label={allLabel ?? translate('custom.delivery.list.chips.all')}
          onClick={() => onChange([])}
          color={allSelected ? 'primary' : 'default'}
          variant={allSelected ? 'filled' : 'outlined'}
          aria-pressed={allSelected}
          sx={{ flexShrink: 0 }}
        />
        {options.map((option) => {
          const selected = value.includes(option.id);
          return (
            <Chip
              key={option.id}
              label={option.label}
              onClick={() => onChange(nextSelection(value, option.id, multiple))}
              color={selected ? 'primary' : 'default'}
              variant={selected ? 'filled' : 'outlined'}
              aria-pressed={selected}
              sx={{ flexShrink: 0 }}
            />
          );
        })}
      </Box>
      {overflow.right && (
        <IconButton
          size="small"
          onClick={() => scrollBy(FILTER_CHIPS_SCROLL_STEP)}
          aria-label={translate('custom.delivery.list.chips.scroll_right')}
        >
          <ChevronRightIcon fontSize="small" />
        </IconButton>
      )}
    </Box>
  );
}
