import { useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { Button, TextInput } from '@mantine/core';
import { useLocation, useNavigate } from 'react-router-dom';
import { routes } from '@shared/routes';
import { searchBox as t } from '@shared/strings/labels/searchBox';
import classes from './HeaderSearch.module.css';

/**
 * The header's search box, on every page and screen size: Enter (or Search) opens `/search?q=`. The
 * form names that page as its action too, so a search sent before the app has taken the page over
 * (or without scripts) still lands there, rendered by the server. Words typed into the server's box
 * before the app took it over are kept: hydration leaves them in the field, and the app adopts them.
 */
export function HeaderSearch() {
  const { pathname, search } = useLocation();
  const searched = pathname === routes.search ? (new URLSearchParams(search).get('q') ?? '') : '';
  const [q, setQ] = useState(searched);
  // A new search in the address (Back, a link) shows its words in the box.
  const [shown, setShown] = useState(searched);
  if (shown !== searched) {
    setShown(searched);
    setQ(searched);
  }
  const field = useRef<HTMLInputElement>(null);
  // Before the box's first redraw, which would set the field back to the app's empty words.
  useLayoutEffect(() => {
    const typed = field.current?.value;
    if (typed) setQ(typed);
  }, []);
  const navigate = useNavigate();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const words = q.trim();
    navigate(words ? `${routes.search}?${new URLSearchParams({ q: words })}` : routes.search);
  };
  return (
    <form role="search" action={routes.search} className={classes.search} onSubmit={submit}>
      <TextInput
        ref={field}
        type="search"
        name="q"
        aria-label={t.searchLabel}
        placeholder={t.searchPlaceholder}
        value={q}
        onChange={(event) => setQ(event.currentTarget.value)}
        style={{ flex: 1, minWidth: 0 }}
      />
      <Button type="submit" variant="light">
        {t.searchButton}
      </Button>
    </form>
  );
}
