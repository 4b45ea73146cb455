/**
 * The trade-off of a loss profile in one report: what the profile saves on the drive over a whole run (the run
 * overview's figures: bytes written, erases, drive lifetime, for the best exact scheme saved exactly and with each
 * profile) beside what it does to resumed training (the resume check, {@code org.snapwear.study.resume}). Above
 * both: it reads the run overview and adds its table to a resume check's results.
 */
package org.snapwear.study.tradeoff;
