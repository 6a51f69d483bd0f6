// tsx, which runs the server, applies only tsconfig.json, which includes no files; hence:
/** @jsxRuntime automatic */
import { routes } from '../../../shared/routes';
import { variantName } from '../../../shared/stockLedger';
import type { LowStockItem } from '../../../shared/stockSchemas';
import { emailText } from '../../../shared/strings/emails';
import { EmailLayout } from './EmailLayout';
import { ActionButton, Paragraph } from './blocks';

const text = emailText.lowStockDigest;

/** To staff, once a day: every tool below its threshold, with what to order and from whom. */
export function LowStockDigest({ items, shopUrl }: { items: LowStockItem[]; shopUrl: string }) {
  return (
    <EmailLayout text={text} to="staff" shopUrl={shopUrl}>
      <Paragraph>{text.intro}</Paragraph>
      {items.map((item) => (
        <Paragraph key={item.variantId}>
          {text.line(
            variantName(item.name, item.variantTitle),
            item.stock,
            item.suggestedQuantity,
            item.supplier?.name ?? null,
          )}
        </Paragraph>
      ))}
      <ActionButton href={`${shopUrl}${routes.lowStock}`}>{text.open}</ActionButton>
    </EmailLayout>
  );
}
