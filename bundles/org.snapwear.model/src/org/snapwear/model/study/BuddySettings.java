/**
 */
package org.snapwear.model.study;

import org.eclipse.emf.ecore.EObject;

/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>Buddy Settings</b></em>'.
 * <!-- end-user-doc -->
 *
 * <!-- begin-model-doc -->
 * GPU Buddy Compression ([Buddy Compression, docs/papers.md#buddy-compression]).
 * <!-- end-model-doc -->
 *
 * <p>
 * The following features are supported:
 * </p>
 * <ul>
 *   <li>{@link org.snapwear.model.study.BuddySettings#getTarget <em>Target</em>}</li>
 *   <li>{@link org.snapwear.model.study.BuddySettings#getBuddyThreshold <em>Buddy Threshold</em>}</li>
 * </ul>
 *
 * @see org.snapwear.model.study.SnapwearPackage#getBuddySettings()
 * @model annotation="http://www.eclipse.org/emf/2002/Ecore constraints='buddyThresholdInRange'"
 * @generated
 */
public interface BuddySettings extends EObject {
	/**
	 * Returns the value of the '<em><b>Target</b></em>' attribute.
	 * The default value is <code>"auto"</code>.
	 * The literals are from the enumeration {@link org.snapwear.model.study.BuddyTarget}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Target ratio: auto (profiled per allocation) or one global ratio.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Target</em>' attribute.
	 * @see org.snapwear.model.study.BuddyTarget
	 * @see #setTarget(BuddyTarget)
	 * @see org.snapwear.model.study.SnapwearPackage#getBuddySettings_Target()
	 * @model default="auto"
	 * @generated
	 */
	BuddyTarget getTarget();

	/**
	 * Sets the value of the '{@link org.snapwear.model.study.BuddySettings#getTarget <em>Target</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Target</em>' attribute.
	 * @see org.snapwear.model.study.BuddyTarget
	 * @see #getTarget()
	 * @generated
	 */
	void setTarget(BuddyTarget value);

	/**
	 * Returns the value of the '<em><b>Buddy Threshold</b></em>' attribute.
	 * The default value is <code>"0.05"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Profiling pass: cap on the expected fraction of accesses that go to buddy memory. Unit: fraction.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Buddy Threshold</em>' attribute.
	 * @see #setBuddyThreshold(double)
	 * @see org.snapwear.model.study.SnapwearPackage#getBuddySettings_BuddyThreshold()
	 * @model default="0.05"
	 * @generated
	 */
	double getBuddyThreshold();

	/**
	 * Sets the value of the '{@link org.snapwear.model.study.BuddySettings#getBuddyThreshold <em>Buddy Threshold</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Buddy Threshold</em>' attribute.
	 * @see #getBuddyThreshold()
	 * @generated
	 */
	void setBuddyThreshold(double value);

} // BuddySettings
