import { BusinessSummary } from './BusinessSummary';
import { HeroSection } from './HeroSection';
import { NeedHelp } from './NeedHelp';
import { ReviewsSection } from './ReviewsSection';
import { ToolsSection, TOOLS_SECTION_ID } from './ToolsSection';
import { TrustedBy } from './TrustedBy';

/** `/`: the original product's six sections, in its order. */
export function HomePage() {
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
