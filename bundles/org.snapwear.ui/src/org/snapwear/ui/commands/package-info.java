/**
 * The Snapwear commands and their handlers, declared in plugin.xml (org.eclipse.ui.commands, handlers, menus) so
 * the RCP product and an Eclipse IDE with Snapwear installed show the same menus and toolbar.
 */
package org.snapwear.ui.commands;
