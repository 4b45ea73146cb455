package org.snapwear.study.inspect;

import java.util.List;

import org.snapwear.flash.slc.SlcPageEvent;

/**
 * The physical page of a logical page right after one version was stored, with counters for the logical page
 * up to and including this version.
 *
 * @param index            0-based position of the version in the page's history
 * @param version          the trace version number
 * @param outcome          first program, appended delta, or why a fresh page was programmed
 * @param versionBytes     bytes of the version (the original area in p0)
 * @param deltaBytes       encoded delta of this version against the previous one, -1 if none was computed
 * @param segments         the delta records on the current physical page, in append order (the last one is this
 *                         version's when it was appended)
 * @param deltaRegionUsed  bytes of the delta region in use
 * @param deltaRegionFree  bytes of the delta region still erased
 * @param programsOnPage   programs of the current physical page (base program included)
 * @param partialPrograms  delta appends of this logical page so far (all physical pages)
 * @param resets           fresh pages after the first one so far
 * @param resetsNop        of which because the NOP limit was reached
 * @param pagesWritten     physical pages programmed for this logical page so far (first + resets)
 */
public record SlcVersionStep(int index, long version, SlcPageEvent.Outcome outcome, int versionBytes, int deltaBytes,
        List<Segment> segments, int deltaRegionUsed, int deltaRegionFree, int programsOnPage, int partialPrograms,
        int resets, int resetsNop, int pagesWritten) {

    public SlcVersionStep {
        segments = List.copyOf(segments);
    }

    /**
     * One delta record in the delta region.
     *
     * @param offset  offset from the start of the delta region
     * @param bytes   header + encoded delta bytes
     * @param version the trace version it stores
     */
    public record Segment(int offset, int bytes, long version) {
    }

    /** True if this version went to a fresh page although the logical page had one already. */
    public boolean isReset() {
        return outcome.isReset();
    }

    /** Human-readable outcome, e.g. "reset: delta (130 B) did not fit the 40 B left". */
    public String describe(int nop) {
        switch (outcome) {
            case FIRST:
                return "first version: programmed on a fresh page";
            case APPENDED:
                return "appended delta of " + deltaBytes + " B (record " + segments.get(segments.size() - 1).bytes()
                        + " B incl. header) as partial program " + programsOnPage;
            case RESET_NOP:
                return "RESET: page reached its NOP limit of " + nop + " programs; new page programmed";
            case RESET_SIZE_CHANGED:
                return "RESET: the version's size changed, no delta possible; new page programmed";
            case RESET_DELTA_TOO_LARGE:
            default:
                return "RESET: delta of " + deltaBytes + " B did not fit the remaining delta space; new page programmed";
        }
    }
}
