import { BusinessSummary } from './BusinessSummary';
import { HeroSection } from './HeroSection';
import { NeedHelp } from './NeedHelp';
import { ReviewsSection } from './ReviewsSection';
import { ToolsSection, TOOLS_SECTION_ID } from './ToolsSection';
import { TrustedBy } from './TrustedBy';

/** `/`: the six sections of spec §1, in the spec's order. */
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
