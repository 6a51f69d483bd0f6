import { BusinessSummary } from './BusinessSummary';
import { HeroSection } from './HeroSection';
import { NeedHelp } from './NeedHelp';
import { ReviewsSection } from './ReviewsSection';
import { ToolsSection, TOOLS_SECTION_ID } from './ToolsSection';
import { TrustedBy } from './TrustedBy';
import { Island } from '../../ui/Island';
import { usePageTitle } from '../../ui/usePageTitle';

/**
 * `/`: the original product's six sections, in its order. Each takes over its pre-rendered HTML on
 * its own (see ../../ui/Island), so the page never stops answering for the whole of it.
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
      <Island>
        <BusinessSummary />
      </Island>
      <Island>
        <ReviewsSection />
      </Island>
      <Island>
        <TrustedBy />
      </Island>
      <Island>
        <NeedHelp />
      </Island>
    </>
  );
}
