/** Tests of the workbench's commands. */
package org.snapwear.ui.tests.commands;
