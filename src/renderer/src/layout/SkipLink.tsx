import { shellText } from '@shared/strings/labels/shell';
import classes from './SkipLink.module.css';

/** The first stop of the Tab key: straight past the header to the page's content. */
export function SkipLink({ targetId }: { targetId: string }) {
  return (
    <a className={classes.skipLink} href={`#${targetId}`}>
      {shellText.skipToContent}
    </a>
  );
}
