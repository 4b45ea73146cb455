/**
 */
package org.snapwear.model.study.impl;

import org.eclipse.emf.common.notify.Notification;

import org.eclipse.emf.ecore.EClass;

import org.eclipse.emf.ecore.impl.ENotificationImpl;
import org.eclipse.emf.ecore.impl.MinimalEObjectImpl;

import org.snapwear.model.study.BuddySettings;
import org.snapwear.model.study.BuddyTarget;
import org.snapwear.model.study.SnapwearPackage;

/**
 * <!-- begin-user-doc -->
 * An implementation of the model object '<em><b>Buddy Settings</b></em>'.
 * <!-- end-user-doc -->
 * <p>
 * The following features are implemented:
 * </p>
 * <ul>
 *   <li>{@link org.snapwear.model.study.impl.BuddySettingsImpl#getTarget <em>Target</em>}</li>
 *   <li>{@link org.snapwear.model.study.impl.BuddySettingsImpl#getBuddyThreshold <em>Buddy Threshold</em>}</li>
 * </ul>
 *
 * @generated
 */
public class BuddySettingsImpl extends MinimalEObjectImpl.Container implements BuddySettings {
	/**
	 * The default value of the '{@link #getTarget() <em>Target</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getTarget()
	 * @generated
	 * @ordered
	 */
	protected static final BuddyTarget TARGET_EDEFAULT = BuddyTarget.AUTO;

	/**
	 * The cached value of the '{@link #getTarget() <em>Target</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getTarget()
	 * @generated
	 * @ordered
	 */
	protected BuddyTarget target = TARGET_EDEFAULT;

	/**
	 * The default value of the '{@link #getBuddyThreshold() <em>Buddy Threshold</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getBuddyThreshold()
	 * @generated
	 * @ordered
	 */
	protected static final double BUDDY_THRESHOLD_EDEFAULT = 0.05;

	/**
	 * The cached value of the '{@link #getBuddyThreshold() <em>Buddy Threshold</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getBuddyThreshold()
	 * @generated
	 * @ordered
	 */
	protected double buddyThreshold = BUDDY_THRESHOLD_EDEFAULT;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected BuddySettingsImpl() {
		super();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	protected EClass eStaticClass() {
		return SnapwearPackage.Literals.BUDDY_SETTINGS;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public BuddyTarget getTarget() {
		return target;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setTarget(BuddyTarget newTarget) {
		BuddyTarget oldTarget = target;
		target = newTarget == null ? TARGET_EDEFAULT : newTarget;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, SnapwearPackage.BUDDY_SETTINGS__TARGET, oldTarget, target));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public double getBuddyThreshold() {
		return buddyThreshold;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setBuddyThreshold(double newBuddyThreshold) {
		double oldBuddyThreshold = buddyThreshold;
		buddyThreshold = newBuddyThreshold;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, SnapwearPackage.BUDDY_SETTINGS__BUDDY_THRESHOLD, oldBuddyThreshold, buddyThreshold));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Object eGet(int featureID, boolean resolve, boolean coreType) {
		switch (featureID) {
			case SnapwearPackage.BUDDY_SETTINGS__TARGET:
				return getTarget();
			case SnapwearPackage.BUDDY_SETTINGS__BUDDY_THRESHOLD:
				return getBuddyThreshold();
		}
		return super.eGet(featureID, resolve, coreType);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void eSet(int featureID, Object newValue) {
		switch (featureID) {
			case SnapwearPackage.BUDDY_SETTINGS__TARGET:
				setTarget((BuddyTarget)newValue);
				return;
			case SnapwearPackage.BUDDY_SETTINGS__BUDDY_THRESHOLD:
				setBuddyThreshold((Double)newValue);
				return;
		}
		super.eSet(featureID, newValue);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void eUnset(int featureID) {
		switch (featureID) {
			case SnapwearPackage.BUDDY_SETTINGS__TARGET:
				setTarget(TARGET_EDEFAULT);
				return;
			case SnapwearPackage.BUDDY_SETTINGS__BUDDY_THRESHOLD:
				setBuddyThreshold(BUDDY_THRESHOLD_EDEFAULT);
				return;
		}
		super.eUnset(featureID);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public boolean eIsSet(int featureID) {
		switch (featureID) {
			case SnapwearPackage.BUDDY_SETTINGS__TARGET:
				return target != TARGET_EDEFAULT;
			case SnapwearPackage.BUDDY_SETTINGS__BUDDY_THRESHOLD:
				return buddyThreshold != BUDDY_THRESHOLD_EDEFAULT;
		}
		return super.eIsSet(featureID);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public String toString() {
		if (eIsProxy()) return super.toString();

		StringBuilder result = new StringBuilder(super.toString());
		result.append(" (target: ");
		result.append(target);
		result.append(", buddyThreshold: ");
		result.append(buddyThreshold);
		result.append(')');
		return result.toString();
	}

} //BuddySettingsImpl
