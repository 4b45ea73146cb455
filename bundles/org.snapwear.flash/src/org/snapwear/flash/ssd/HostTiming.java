package org.snapwear.flash.ssd;

/**
 * Where the page transfer between host and flash is serialised. DiskSim's SSD model transfers over the
 * element's channel; a stricter reading of [Delta snapshots, docs/papers.md#delta-snapshots] ("only one chip can send data to, or receive data from the
 * host at a certain time") makes every transfer wait for one shared host bus as well.
 */
public enum HostTiming {
    /** Transfer occupies the channel (and chip) only: channels transfer in parallel. Reproduces Table 9. */
    PER_CHANNEL,
    /** Transfer additionally waits for a single host bus shared by all channels. */
    SHARED_HOST_BUS
}
