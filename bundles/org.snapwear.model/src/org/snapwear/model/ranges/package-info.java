/**
 * The allowed range of every numeric study parameter that also has a command-line option, in plain Java (no EMF):
 * one table ({@link org.snapwear.model.ranges.ParameterRanges}) read by the study validator (and through it the
 * workbench's study editor) and by the headless commands, so a value is accepted or refused the same way
 * everywhere.
 */
package org.snapwear.model.ranges;
