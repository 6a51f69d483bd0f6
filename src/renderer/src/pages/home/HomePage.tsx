import { BusinessSummary } from './BusinessSummary';
import { HeroSection } from './HeroSection';
import { NeedHelp } from './NeedHelp';
import { ReviewsSection } from './ReviewsSection';
import { ToolsSection, TOOLS_SECTION_ID } from './ToolsSection';
import { TrustedBy } from './TrustedBy';
import { usePageTitle } from '../../ui/usePageTitle';

/** `/`: the original product's six sections, in its order. */
export function HomePage() {
  usePageTitle(undefined);
  return (
    <>
      <HeroSection toolsSectionId={TOOLS_SECTION_ID} />
      <ToolsSection />
      <BusinessSummary />
      <ReviewsSection />
      <TrustedBy />
      <NeedHelp />
    </>
  );
}
