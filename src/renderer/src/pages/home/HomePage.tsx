import { BusinessSummary } from './BusinessSummary';
import { HeroSection } from './HeroSection';
import { NeedHelp } from './NeedHelp';
import { ReviewsSection } from './ReviewsSection';
import { ToolsSection, TOOLS_SECTION_ID } from './ToolsSection';
import { TrustedBy } from './TrustedBy';
import { Island } from '../../ui/Island';
import { StaticHtml } from '../../ui/StaticHtml';
import { usePageTitle } from '../../ui/usePageTitle';

/**
 * `/`: the original product's six sections, in its order. Each section with something to do takes
 * over its pre-rendered HTML on its own (see ../../ui/Island), so the page never stops answering for
 * the whole of it; the two that never change keep theirs as it is (../../ui/StaticHtml).
 */
export function HomePage() {
  usePageTitle(undefined);
  return (
    <>
      <Island>
        <HeroSection toolsSectionId={TOOLS_SECTION_ID} />
      </Island>
      <Island>
        <ToolsSection />
      </Island>
      <StaticHtml id="business-summary-html">
        <BusinessSummary />
      </StaticHtml>
      <Island>
        <ReviewsSection />
      </Island>
      <StaticHtml id="trusted-by-html">
        <TrustedBy />
      </StaticHtml>
      <Island>
        <NeedHelp />
      </Island>
    </>
  );
}
