/** Tests of the user guide shipped in org.snapwear.help: the Help menu page and every topic and link of its table of contents. */
package org.snapwear.ui.tests.help;
