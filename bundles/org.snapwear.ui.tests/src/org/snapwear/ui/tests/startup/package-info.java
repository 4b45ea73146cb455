/** Tests of what the startup benchmark measures with. */
package org.snapwear.ui.tests.startup;
