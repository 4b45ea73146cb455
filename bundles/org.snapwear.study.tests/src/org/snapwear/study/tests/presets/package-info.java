/** Tests of the hardware presets. */
package org.snapwear.study.tests.presets;
