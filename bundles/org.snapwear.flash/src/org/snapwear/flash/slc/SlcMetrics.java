package org.snapwear.flash.slc;

/**
 * Results of a progressive-page run.
 *
 * @param versions              versions stored (all logical pages)
 * @param logicalPages          distinct logical pages
 * @param physicalPages         fresh physical pages programmed (one page erase cycle each)
 * @param conventionalPages     pages a one-page-per-version store would program (= versions)
 * @param deltaVersions         versions stored as an appended delta
 * @param deltaBytes            encoded delta bytes (without record headers)
 * @param compressionRatio      encoded delta bytes / version bytes over every update (stored or not, since the
 *                              delta of a version that goes to a fresh page is computed too): 0.0254 = 1:0.0254
 * @param storedDeltaRatio      deltaBytes / (deltaVersions x version size): only the deltas that were appended
 * @param resetsRegionFull      fresh pages because the delta did not fit the remaining delta region
 * @param resetsNop             fresh pages because the page had used its NOP programs
 * @param programs              page programs, full and partial
 * @param meanProgramsPerCycle  programs per physical page per erase cycle (wear per cycle)
 * @param maxProgramsPerCycle   most programs any page received in one cycle
 * @param meanWriteMicros       mean update latency: read + rebuild + compress + program (first version: program)
 * @param meanReadMicros        mean latency to read the latest version: read + decompress the chain
 * @param roundTripMismatches   versions whose rebuild from the page contents differed from the input (0 expected)
 */
public record SlcMetrics(long versions, int logicalPages, long physicalPages, long conventionalPages,
        long deltaVersions, long deltaBytes, double compressionRatio, double storedDeltaRatio, long resetsRegionFull, long resetsNop,
        long programs, double meanProgramsPerCycle, int maxProgramsPerCycle, double meanWriteMicros,
        double meanReadMicros, long roundTripMismatches) {
}
