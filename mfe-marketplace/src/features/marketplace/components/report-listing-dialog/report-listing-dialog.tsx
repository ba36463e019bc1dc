import { REPORT_TEXTS as T, type Listing } from '@campusloop/contracts';
import { ReportDialog } from '@campusloop/owned-item-web';
import { useReportListingMutation } from '../../api/listing-report-api';

export type ReportListingDialogProps = {
  listing: Pick<Listing, 'id' | 'universityId'>;
  onClose: () => void;
};

/** Report a listing to the moderators: the shared report dialog (libs/owned-item-web) on this listing's route. */
export function ReportListingDialog({ listing, onClose }: ReportListingDialogProps) {
  const [report] = useReportListingMutation();
  return (
    <ReportDialog
      title={T.titles.listing}
      send={(body) => report({ universityId: listing.universityId, listingId: listing.id, body }).unwrap()}
      onClose={onClose}
    />
  );
}
