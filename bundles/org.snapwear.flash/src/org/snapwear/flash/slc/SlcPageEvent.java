package org.snapwear.flash.slc;

/**
 * What one {@link ProgressivePageModel#update} did to the physical page of a logical page, reported to a
 * {@link ProgressivePageModel.Listener} after the update. Offsets are relative to the start of the delta region
 * (p1); a record is {@value SlcConfig#RECORD_HEADER} header bytes + the encoded delta.
 *
 * @param logicalPage        the logical page updated
 * @param outcome            first program, appended delta, or the reason for a fresh page
 * @param versionBytes       bytes of the version stored
 * @param deltaBytes         encoded delta bytes computed for this update (whether appended or not); -1 when no
 *                           delta was computed (first version, or the version's size changed)
 * @param recordOffset       for {@link Outcome#APPENDED}: offset of the new record in the delta region; else -1
 * @param recordBytes        for {@link Outcome#APPENDED}: header + delta bytes of the new record; else 0
 * @param deltaRegionUsed    delta-region bytes in use on the page after the update
 * @param programsOnPage     programs of the current physical page after the update (the base program included)
 * @param recordsOnPage      delta records on the current physical page after the update
 */
public record SlcPageEvent(int logicalPage, Outcome outcome, int versionBytes, int deltaBytes, int recordOffset,
        int recordBytes, int deltaRegionUsed, int programsOnPage, int recordsOnPage) {

    /** How the version was stored. */
    public enum Outcome {
        /** First version of the logical page: programmed on a fresh page. */
        FIRST,
        /** The delta was appended as a partial program. */
        APPENDED,
        /** Fresh page: the record did not fit the remaining delta region (counted in resetsRegionFull). */
        RESET_DELTA_TOO_LARGE,
        /** Fresh page: the page had used its NOP programs (counted in resetsNop). */
        RESET_NOP,
        /** Fresh page: the version's size differs from the page's, so no delta exists (counted in resetsRegionFull). */
        RESET_SIZE_CHANGED;

        /** True if the version went to a fresh physical page although the logical page already had one. */
        public boolean isReset() {
            return this == RESET_DELTA_TOO_LARGE || this == RESET_NOP || this == RESET_SIZE_CHANGED;
        }
    }
}
