package org.snapwear.study.tradeoff;

/**
 * One arm's profile on the drive over a whole run: the best exact scheme of the run overview saved with the arm's
 * loss profile ({@code exact} for the exact arm) and replayed on the overview's device.
 *
 * @param arm             the resume check's arm ({@code exact}, or the profile's name)
 * @param bound           what the profile bounds ({@code exact} for the exact arm)
 * @param writtenBytes    bytes the run's saves write under the profile
 * @param writtenPctOfRaw those bytes as % of what saving every checkpoint raw writes
 * @param erases          block erases of the device replay (null if the device could not take the stream)
 * @param tbPerDay        TB written per day at the overview's checkpoint interval
 * @param lifetimeYears   years until the drive's rated TBW is written at that rate (infinite for nothing written)
 */
public record DriveRow(String arm, String bound, long writtenBytes, double writtenPctOfRaw, Long erases,
        double tbPerDay, double lifetimeYears) {
}
