import { useEffect, useId, useState, type RefObject } from 'react';
import { Button, Combobox, Group, Text, TextInput, useCombobox } from '@mantine/core';
import type { CounterItem } from '@shared/counterSchemas';
import { counterText } from '@shared/strings/labels/counterScreen';
import { VariantLabel } from '../../../ui/VariantLabel';
import classes from './ScanBox.module.css';
import type { NameSearch } from './useNameSearch';
import { formatPrice } from '../../../money';

const t = counterText.scan;

function MatchOption({ item, id }: { item: CounterItem; id: string }) {
  return (
    <Combobox.Option value={item.variantId} id={id}>
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <VariantLabel item={item} size="sm" />
        <div style={{ textAlign: 'right' }}>
          <Text size="sm">{formatPrice(item.price)}</Text>
          <Text size="xs" c={item.stock > 0 ? 'dimmed' : 'red.8'}>
            {t.inStock(item.stock)}
          </Text>
        </div>
      </Group>
    </Combobox.Option>
  );
}

/**
 * The scan box: a scanner's code (or a typed one) and Enter is looked up by `onScan`; typed words list
 * the matching tools under it (`search`), picked with the arrows and Enter or a click, closed with
 * Escape, the focus staying in the box.
 */
export function ScanBox({
  inputRef,
  text,
  onTextChange,
  onScan,
  search,
  onPick,
}: {
  inputRef: RefObject<HTMLInputElement | null>;
  text: string;
  onTextChange: (text: string) => void;
  onScan: (text: string) => void;
  search: NameSearch;
  onPick: (item: CounterItem) => void;
}) {
  // The list follows `search.open`; the cashier closes it with Escape or by leaving the box, and a
  // box whose text strays from the searched words only hides it until the text holds them again.
  const combobox = useCombobox();
  const { openDropdown, closeDropdown, selectFirstOption, resetSelectedOption } = combobox;
  const { open, matches, answersText } = search;
  useEffect(() => {
    if (open) openDropdown();
    else closeDropdown();
  }, [open, openDropdown, closeDropdown]);
  // The first match is the one Enter takes (an exact SKU or barcode comes first), but only while the
  // matches answer the box's very text: a scanner typing on as they land keeps its Enter for its code.
  useEffect(() => {
    if (answersText && matches.length > 0) selectFirstOption();
    else resetSelectedOption();
  }, [answersText, matches, selectFirstOption, resetSelectedOption]);
  // The option Enter takes is told to screen readers too (Mantine tells only what the arrows chose):
  // the first match, or the one the arrows chose among these very matches since the text last changed.
  const optionIds = useId();
  const optionId = (item: CounterItem) => `${optionIds}-${item.variantId}`;
  const [arrowed, setArrowed] = useState<{ matches: CounterItem[]; id: string | null } | null>(null);
  const firstMatch = answersText && matches.length > 0 ? optionId(matches[0]!) : null;
  const activeOption = arrowed?.matches === matches ? arrowed.id : firstMatch;

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onScan(text);
      }}
    >
      <Combobox
        store={combobox}
        // In the page's main landmark, where a screen reader looks for the list the box controls.
        withinPortal={false}
        // Under the box's left edge: a list wider than the box on a narrow window stays on screen.
        position="bottom-start"
        classNames={{ option: classes.option, dropdown: classes.dropdown }}
        onOptionSubmit={(variantId) => {
          const picked = matches.find((item) => item.variantId === variantId);
          if (picked) onPick(picked);
        }}
      >
        <Group align="flex-end" gap="xs">
          <Combobox.Target
            withExpandedAttribute
            // Empty, not left out, when none: Mantine would show the arrows' last choice, however stale.
            aria-activedescendant={open ? (activeOption ?? '') : undefined}
          >
            <TextInput
              ref={inputRef}
              label={t.label}
              placeholder={t.placeholder}
              value={text}
              onChange={(event) => {
                // Typed on: Enter looks the new text up until its own matches are listed.
                combobox.resetSelectedOption();
                setArrowed(null);
                onTextChange(event.currentTarget.value);
              }}
              onKeyDown={(event) => {
                if (event.key === 'Escape') search.close();
                // The list moves on this key after this handler: read the choice once it has.
                if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
                  queueMicrotask(() => {
                    const list = document.getElementById(combobox.listId ?? '');
                    const chosen = list?.querySelector('[data-combobox-selected]');
                    setArrowed({ matches, id: chosen ? chosen.id : null });
                  });
                }
              }}
              onBlur={search.close}
              autoComplete="off"
              style={{ flex: 1 }}
              size="md"
            />
          </Combobox.Target>
          <Button type="submit" size="md" variant="light">
            {t.add}
          </Button>
        </Group>
        <Combobox.Dropdown>
          <Combobox.Options aria-label={t.matches} mah={360} style={{ overflowY: 'auto' }}>
            {matches.map((item) => (
              <MatchOption key={item.variantId} item={item} id={optionId(item)} />
            ))}
            {matches.length === 0 && (
              <Combobox.Empty>
                {search.searching ? t.searching : t.noMatches(search.words ?? text.trim())}
              </Combobox.Empty>
            )}
          </Combobox.Options>
        </Combobox.Dropdown>
      </Combobox>
    </form>
  );
}
